// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// MSW 3 targets Node 22 (engines >=22.12); on the Node 20 of TOOLCHAIN.md these are the ES2024/5
// built-ins it calls (found by grepping msw and @mswjs/interceptors). Drop them with Node 22.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
if (typeof Set.prototype.intersection !== 'function') {
  Set.prototype.intersection = function intersection(other) {
    return new Set([...this].filter((value) => other.has(value)));
  };
}
if (typeof Set.prototype.difference !== 'function') {
  Set.prototype.difference = function difference(other) {
    return new Set([...this].filter((value) => !other.has(value)));
  };
}

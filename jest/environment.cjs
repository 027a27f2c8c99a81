// jsdom as MSW documents it for Jest (jest-fixed-jsdom: Node's fetch, Request, Response, Blob,
// FormData, URL, streams, BroadcastChannel, structuredClone, Node-style package resolution),
// plus Node's File, as MSW's "Jest missing globals" page also says: jest-fixed-jsdom leaves
// jsdom's File, which is no Blob to Node's FormData and URL.createObjectURL
// (mswjs/jest-fixed-jsdom#31).
const { File } = require('node:buffer');
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class TrellisTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = TrellisTestEnvironment;

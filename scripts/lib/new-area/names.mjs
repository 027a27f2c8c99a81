// Every spelling of an area's name the generated code uses, from its singular in kebab case
// (`service-contract`) and, when English needs it, an explicit plural.

const KEBAB = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

/** `box` -> `boxes`, `category` -> `categories`, `vehicle` -> `vehicles`. */
export function pluralOf(word) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const words = (kebab) => kebab.split('-');
const capital = (w) => w[0].toUpperCase() + w.slice(1);

function spellings(kebab) {
  const parts = words(kebab);
  return {
    kebab,
    camel: parts[0] + parts.slice(1).map(capital).join(''),
    pascal: parts.map(capital).join(''),
    constant: parts.join('_').toUpperCase(),
    snake: parts.join('_'),
    title: parts.map(capital).join(' '),
    words: parts.join(' '),
  };
}

/**
 * The placeholders of the templates, each with its value: `__Area__` is `ServiceContract`,
 * `__areas-k__` is `service-contracts`, and so on (see scripts/new-area/README.md).
 */
export function areaNames(name, plural = undefined) {
  if (!KEBAB.test(name ?? ''))
    throw new Error(
      `The area's name must be a singular noun in kebab case, like "vehicle" or "service-contract" (not "${name ?? ''}")`,
    );
  const parts = words(name);
  const many = plural ?? [...parts.slice(0, -1), pluralOf(parts.at(-1))].join('-');
  if (!KEBAB.test(many) || many === name)
    throw new Error(`--plural must be the kebab-case plural of "${name}" (not "${many}")`);
  const one = spellings(name);
  const all = spellings(many);
  return {
    one,
    all,
    tokens: {
      Area: one.pascal,
      Areas: all.pascal,
      area: one.camel,
      areas: all.camel,
      AREA: one.constant,
      AREAS: all.constant,
      'area-k': one.kebab,
      'areas-k': all.kebab,
      area_s: one.snake,
      areas_s: all.snake,
      Area_t: one.title,
      Areas_t: all.title,
      area_w: one.words,
      areas_w: all.words,
    },
  };
}

/** Double-underscored names the code itself uses: test folders. */
const VERBATIM = new Set(['tests']);

/** Replaces every `__token__`; an unknown token is a mistake in a template. */
export function fill(text, tokens, where) {
  return text.replace(/__([A-Za-z]+(?:[-_][a-z])?)__/g, (match, token) => {
    if (VERBATIM.has(token)) return match;
    if (!(token in tokens)) throw new Error(`${where}: unknown placeholder ${match}`);
    return tokens[token];
  });
}

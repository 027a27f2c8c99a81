// Reads the colour pairs straight out of styled-components source, so the contrast test checks
// what the components really paint instead of a list someone has to remember to update.
import ts from 'typescript';
import {
  CONTROL_SURFACES,
  DECORATIVE_COLORS,
  FILL_COLORS,
  TEXT_BACKGROUNDS,
  TEXTLESS_BACKGROUNDS,
  type ColorToken,
} from '../theme/color-roles';

export type PairKind = 'text' | 'ui';

/** A foreground drawn over a background, and where the source says so. */
export interface ColorPair {
  kind: PairKind;
  fg: ColorToken;
  bg: ColorToken;
  /** `file:line`. */
  at: string;
}

/** A colour declaration the scanner cannot read: its colour is not a `theme.colors.*` token. */
export interface UnreadableColor {
  property: string;
  at: string;
}

export interface ColorScan {
  pairs: ColorPair[];
  unreadable: UnreadableColor[];
  /** Text tokens used where the background is inherited but TEXT_BACKGROUNDS does not say where. */
  unplaced: { fg: ColorToken; at: string }[];
}

const STYLE_TAGS = /^(styled\b|css$|createGlobalStyle$)/;
const TEXT_PROPS = /^color$/;
const BACKGROUND_PROPS = /^background(-color)?$/;
const UI_PROPS =
  /^(border(-(top|right|bottom|left))?(-color)?|outline(-color)?|box-shadow|accent-color|fill|stroke|caret-color)$/;
// A colour written without a token: a hex, rgb()/hsl(), or a CSS colour keyword.
const RAW_COLOR =
  /#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla)\(|\b(white|black|red|blue|green|gray|grey)\b/i;
// Theme groups that hold no colour: an expression reading only these is not a hidden colour.
const NON_COLOR_GROUPS =
  /\btheme\.(shadows|space|radii|fonts|fontSizes|fontWeights|lineHeights|durations|layout|breakpoints|zIndices)\b/;

interface Declaration {
  property: string;
  tokens: ColorToken[];
  /** The value came from an expression that names no colour token. */
  opaque: boolean;
  raw: boolean;
}

interface Block {
  parent: Block | null;
  declarations: Declaration[];
  /** Where the block starts in the source file. */
  offset: number;
}

const isToken = (tokens: ReadonlySet<string>, name: string): name is ColorToken => tokens.has(name);

/** Tokens named in an expression (`theme.colors.x`, `colors.x`, `c.x`), skipping nested css``. */
function tokensIn(node: ts.Node, tokens: ReadonlySet<string>): ColorToken[] {
  const found = new Set<ColorToken>();
  const visit = (n: ts.Node) => {
    if (ts.isTaggedTemplateExpression(n) && STYLE_TAGS.test(n.tag.getText())) return;
    if (ts.isPropertyAccessExpression(n) && isToken(tokens, n.name.text)) {
      const owner = n.expression.getText();
      if (/(^|\.)colors$/.test(owner) || owner === 'c') found.add(n.name.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return [...found];
}

/** Splits a template into nested rule blocks; `${…}` stand in as `\uE000<n>\uE000`. */
function parseBlocks(
  text: string,
  expressionTokens: ColorToken[][],
  expressionOpaque: boolean[],
  sourceOffset: (offset: number) => number,
  used: Set<number>,
): Block[] {
  // Comments may hold `;` or `{`: blank them out, keeping every offset where it was.
  text = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => ' '.repeat(comment.length));
  const root: Block = { parent: null, declarations: [], offset: sourceOffset(0) };
  const blocks = [root];
  let current = root;
  let buffer = '';
  let bufferStart = 0;
  const flush = () => {
    const match = /([a-z-]+)\s*:([\s\S]*)$/i.exec(
      buffer.replace(/\uE000\d+\uE000(?=\s*[a-z-]+\s*:)/gi, ''),
    );
    buffer = '';
    if (!match) return;
    const property = match[1]!.toLowerCase();
    const value = match[2]!;
    const indexes = [...value.matchAll(/\uE000(\d+)\uE000/g)].map((m) => Number(m[1]));
    for (const index of indexes) used.add(index);
    const tokens = [...new Set(indexes.flatMap((i) => expressionTokens[i] ?? []))];
    current.declarations.push({
      property,
      tokens,
      opaque: tokens.length === 0 && indexes.some((i) => expressionOpaque[i]),
      raw: RAW_COLOR.test(value.replace(/\uE000\d+\uE000/g, '')),
    });
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (buffer === '') bufferStart = i;
    if (ch === '{') {
      const child: Block = { parent: current, declarations: [], offset: sourceOffset(bufferStart) };
      blocks.push(child);
      current = child;
      buffer = '';
    } else if (ch === '}') {
      flush();
      current = current.parent ?? root;
    } else if (ch === ';') {
      flush();
    } else {
      buffer += ch;
    }
  }
  flush();
  return blocks;
}

/** The nearest value of a kind of declaration, from this block up through its ancestors. */
function inherited(block: Block, test: RegExp): ColorToken[] | null {
  for (let b: Block | null = block; b; b = b.parent) {
    const own = b.declarations.filter((d) => test.test(d.property)).flatMap((d) => d.tokens);
    if (own.length > 0) return own;
  }
  return null;
}

/**
 * Every text-on-background and control-on-background pair one source file's styled components
 * paint. A rule's colour meets the background its own rule or an enclosing rule sets; where none
 * does, the background is inherited from the page and TEXT_BACKGROUNDS says which ones it can be.
 */
export function scanColorPairs(
  fileName: string,
  source: string,
  colorTokens: readonly string[],
): ColorScan {
  const tokens = new Set(colorTokens);
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const scan: ColorScan = { pairs: [], unreadable: [], unplaced: [] };
  const at = (offset: number) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(offset).line + 1}`;

  const analyse = (template: ts.TemplateLiteral) => {
    // The template's text with each `${…}` replaced by a marker, and where each part starts.
    const parts: { text: string; at: number }[] = [];
    const expressionTokens: ColorToken[][] = [];
    const expressionOpaque: boolean[] = [];
    const expressionAt: number[] = [];
    if (ts.isNoSubstitutionTemplateLiteral(template)) {
      parts.push({ text: template.text, at: template.getStart() + 1 });
    } else {
      parts.push({ text: template.head.text, at: template.head.getStart() + 1 });
      template.templateSpans.forEach((span, index) => {
        const expression = span.expression;
        const found = tokensIn(expression, tokens);
        const nestedStyle =
          ts.isTaggedTemplateExpression(expression) && STYLE_TAGS.test(expression.tag.getText());
        expressionTokens.push(found);
        expressionOpaque.push(!nestedStyle && !NON_COLOR_GROUPS.test(expression.getText()));
        expressionAt.push(expression.getStart());
        parts.push({
          text: `\uE000${index}\uE000${span.literal.text}`,
          at: span.literal.getStart(),
        });
      });
    }
    const starts: number[] = [];
    let length = 0;
    for (const part of parts) {
      starts.push(length);
      length += part.text.length;
    }
    const sourceOffset = (offset: number) => {
      let index = 0;
      while (index + 1 < starts.length && starts[index + 1]! <= offset) index += 1;
      return parts[index]!.at + (offset - starts[index]!);
    };
    const used = new Set<number>();
    const blocks = parseBlocks(
      parts.map((p) => p.text).join(''),
      expressionTokens,
      expressionOpaque,
      sourceOffset,
      used,
    );
    // Colour tokens outside any declaration (a mixin returning CSS text) cannot be paired.
    expressionTokens.forEach((found, index) => {
      if (found.length > 0 && !used.has(index))
        scan.unreadable.push({ property: '(interpolated CSS)', at: at(expressionAt[index]!) });
    });
    for (const block of blocks) {
      const where = at(block.offset);
      for (const d of block.declarations) {
        const colourProperty =
          TEXT_PROPS.test(d.property) ||
          BACKGROUND_PROPS.test(d.property) ||
          UI_PROPS.test(d.property);
        if (colourProperty && (d.opaque || d.raw))
          scan.unreadable.push({ property: d.property, at: where });
      }
      const ownText = block.declarations.some(
        (d) => TEXT_PROPS.test(d.property) && d.tokens.length,
      );
      const ownBackground = block.declarations.some(
        (d) => BACKGROUND_PROPS.test(d.property) && d.tokens.length,
      );
      const ownUi = block.declarations
        .filter((d) => UI_PROPS.test(d.property))
        .flatMap((d) => d.tokens);
      if (!ownText && !ownBackground && ownUi.length === 0) continue;
      const backgrounds = inherited(block, BACKGROUND_PROPS);
      const colours = inherited(block, TEXT_PROPS);
      if (ownText || ownBackground) {
        if (!colours) {
          // No text colour anywhere in the component: body text on a surface, or a graphic on a fill.
          for (const bg of backgrounds ?? []) {
            if (FILL_COLORS.includes(bg)) {
              for (const page of CONTROL_SURFACES)
                scan.pairs.push({ kind: 'ui', fg: bg, bg: page, at: where });
            } else if (!TEXTLESS_BACKGROUNDS.includes(bg)) {
              scan.pairs.push({ kind: 'text', fg: 'text', bg, at: where });
            }
          }
        }
        for (const fg of colours ?? []) {
          const places = backgrounds ?? TEXT_BACKGROUNDS[fg];
          if (!places) scan.unplaced.push({ fg, at: where });
          for (const bg of places ?? []) {
            if (!TEXTLESS_BACKGROUNDS.includes(bg))
              scan.pairs.push({ kind: 'text', fg, bg, at: where });
          }
        }
      }
      for (const fg of ownUi) {
        if (DECORATIVE_COLORS.includes(fg)) continue;
        for (const bg of backgrounds ?? CONTROL_SURFACES) {
          if (bg !== fg && !TEXTLESS_BACKGROUNDS.includes(bg))
            scan.pairs.push({ kind: 'ui', fg, bg, at: where });
        }
      }
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && STYLE_TAGS.test(node.tag.getText())) {
      analyse(node.template);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return scan;
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { scanColorPairs, type ColorPair } from '../../test/scan-color-pairs';
import { TEXT_BACKGROUNDS, type ColorToken } from '../color-roles';
import { contrastRatio } from '../contrast';
import { darkTheme } from '../dark-theme';
import { lightTheme } from '../light-theme';

// The pairs are read from the components' own styles (ui, the shell and every remote), so a new
// component cannot pair two colours without this test checking them.
const REPO = resolve(__dirname, '../../../../..');
const TOKENS = Object.keys(lightTheme.colors);
const MIN_RATIO = { text: 4.5, ui: 3 } as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === '__tests__' || name === 'test' || name === 'node_modules'
        ? []
        : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

const roots = [
  'packages/ui/src',
  'shell/src',
  ...readdirSync(REPO)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
].map((dir) => join(REPO, dir));

const scans = roots
  .flatMap(sourceFiles)
  .map((file) => scanColorPairs(relative(REPO, file), readFileSync(file, 'utf8'), TOKENS));
const pairs = scans.flatMap((s) => s.pairs);
const rolePairs: ColorPair[] = Object.entries(TEXT_BACKGROUNDS).flatMap(([fg, bgs]) =>
  bgs!.map((bg) => ({ kind: 'text' as const, fg: fg as ColorToken, bg, at: 'color-roles.ts' })),
);

/** One line per failing pair, with every place that paints it. */
function failures(theme: typeof lightTheme, all: ColorPair[]): string[] {
  const byPair = new Map<string, { pair: ColorPair; at: Set<string> }>();
  for (const pair of all) {
    const key = `${pair.kind} ${pair.fg} ${pair.bg}`;
    const entry = byPair.get(key) ?? { pair, at: new Set<string>() };
    entry.at.add(pair.at);
    byPair.set(key, entry);
  }
  return [...byPair.values()].flatMap(({ pair, at }) => {
    const ratio = contrastRatio(theme.colors[pair.fg], theme.colors[pair.bg]);
    return ratio >= MIN_RATIO[pair.kind]
      ? []
      : [
          `${pair.fg} on ${pair.bg}: ${ratio.toFixed(2)}:1 < ${MIN_RATIO[pair.kind]}:1 (${[...at].join(', ')})`,
        ];
  });
}

describe('colour pairs read from the styled components', () => {
  it('finds the pairs (sanity: the scan is not empty)', () => {
    expect(scans.length).toBeGreaterThan(50);
    expect(pairs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'text', fg: 'onAccent', bg: 'accent' }),
        expect.objectContaining({ kind: 'text', fg: 'dangerText', bg: 'dangerSoft' }),
        expect.objectContaining({ kind: 'ui', fg: 'borderStrong', bg: 'surface' }),
      ]),
    );
  });

  it('reads every colour declaration (tokens only, named in the rule itself)', () => {
    expect(scans.flatMap((s) => s.unreadable)).toEqual([]);
  });

  it('knows where every text colour sits when its rule sets no background', () => {
    expect(scans.flatMap((s) => s.unplaced)).toEqual([]);
  });

  describe.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('%s theme', (_name, theme) => {
    it('gives text 4.5:1 and controls 3:1 against what they are drawn on (WCAG AA)', () => {
      expect(failures(theme, [...pairs, ...rolePairs])).toEqual([]);
    });
  });
});

describe('scanColorPairs', () => {
  const scan = (source: string) => scanColorPairs('fixture.tsx', source, TOKENS);

  it('pairs a colour with the background set in the same rule or an enclosing one', () => {
    const { pairs: found } = scan(`
      const StyledChip = styled.span<{ $on: boolean }>\`
        background: \${({ theme }) => theme.colors.accent};
        color: \${({ theme, $on }) => ($on ? theme.colors.onAccent : theme.colors.textMuted)};
        &:hover { background: \${({ theme }) => theme.colors.accentHover}; }
        svg { border-color: \${({ theme }) => theme.colors.focusRing}; }
      \`;`);
    const simple = found.map(({ kind, fg, bg }) => `${kind} ${fg}/${bg}`);
    expect(simple).toEqual(
      expect.arrayContaining([
        'text onAccent/accent',
        'text textMuted/accent',
        'text onAccent/accentHover',
        'ui focusRing/accent',
      ]),
    );
    expect(failures(lightTheme, found)).toEqual([
      expect.stringMatching(/^textMuted on accent: .* \(fixture\.tsx:/),
      expect.stringMatching(/^textMuted on accentHover: /),
      expect.stringMatching(/^focusRing on accent: /),
    ]);
  });

  it('puts a colour without a background on every surface its role allows', () => {
    const { pairs: found } = scan(
      'const StyledNote = styled.p`color: ${({ theme }) => theme.colors.textMuted};`;',
    );
    expect(found.map((p) => p.bg).sort()).toEqual([...TEXT_BACKGROUNDS.textMuted!].sort());
  });

  it('reports colours it cannot read: raw values, computed ones, CSS returned by a function', () => {
    const { unreadable } = scan(`
      const A = styled.div\`color: #333;\`;
      const B = styled.div\`background: \${({ $bg }) => $bg};\`;
      const C = styled.div\`\${({ theme }) => \`color: \${theme.colors.text};\`}\`;`);
    expect(unreadable.map((u) => u.property)).toEqual([
      'color',
      'background',
      '(interpolated CSS)',
    ]);
  });

  it('leaves decorative borders and non-colour tokens alone', () => {
    const result = scan(`
      const Card = styled.div\`
        border: 1px solid \${({ theme }) => theme.colors.border};
        box-shadow: \${({ theme }) => theme.shadows.md};
      \`;`);
    expect(result).toEqual({ pairs: [], unreadable: [], unplaced: [] });
  });
});

it('computes the WCAG ratio (black on white is 21:1)', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

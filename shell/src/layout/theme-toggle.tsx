import { IconButton } from '@trellis/ui/basics';
import { useThemeStore } from '@trellis/ui/theme';
import { Moon, Sun } from 'lucide-react';

export function ThemeToggle() {
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={`Switch to ${next} theme`}
      aria-pressed={mode === 'dark'}
      icon={mode === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
      onClick={toggle}
    />
  );
}

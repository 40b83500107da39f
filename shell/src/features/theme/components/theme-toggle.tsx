import { MoonIcon, SunIcon } from '@easel/ui';
import { useTheme } from '../theme';

/** Switches between the light and the dark theme; its name says what a press does. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <button type="button" className={className} aria-label={label} title={label} onClick={() => setTheme(next)}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

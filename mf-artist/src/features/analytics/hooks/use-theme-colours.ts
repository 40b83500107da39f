import { useEffect, useState } from 'react';

export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  views: string;
  saves: string;
  likes: string;
  sales: string;
  amount: string;
}

/** A canvas cannot read CSS variables, so the theme's tokens are read here and read again when the theme changes. */
function readColours(): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(`--ui-color-${name}`).trim();
  return {
    text: token('text'),
    muted: token('muted'),
    grid: token('border'),
    views: token('accent'),
    saves: token('info'),
    likes: token('danger'),
    sales: token('success'),
    amount: token('warning'),
  };
}

export function useThemeColours(): ChartColours {
  const [colours, setColours] = useState(readColours);
  useEffect(() => {
    const observer = new MutationObserver(() => setColours(readColours()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return colours;
}

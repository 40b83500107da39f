// Printing shared by the bench's measurements: aligned tables and units.
'use strict';

function table(title, header, rows, footer, align) {
  const all = [header, ...rows, footer];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const cell = (text, i) => (align[i] === 'right' ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (row) => row.map(cell).join('  ').trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [title, line(header), rule, ...rows.map(line), rule, line(footer)].join('\n');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const ms = (value) => `${value.toFixed(1)} ms`;

module.exports = { table, kb, ms };

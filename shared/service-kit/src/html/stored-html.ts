/**
 * What every allowlist of stored HTML (articles, comments, newsletters) starts from, for sanitize-html: no scheme
 * and no "//host" link unless an allowlist names it, unknown tags go and their text stays, and the elements that hold
 * code or chrome, never text, go with their content. Each allowlist adds its tags, attributes and link rules.
 */
export const STORED_HTML_BASE = {
  allowedSchemes: [] as string[],
  allowedSchemesByTag: {} as Record<string, string[]>,
  // "//host" and "/\host" leave the site while looking like site paths.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard' as const,
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'textarea',
    'title',
    'svg',
    'math',
    'select',
    'option',
    'xmp',
    'frameset',
    'frame',
    'noembed',
    'noframes',
    'plaintext',
  ],
  transformTags: { b: 'strong', i: 'em' },
};

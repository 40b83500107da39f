// Which of React's own files a downloaded JavaScript chunk carries. Shared by the end-to-end tests and scripts/bench.js.
//
// Production chunks have numeric names (470.c12c09ae.js) and minified bodies, so neither the URL nor the code names
// React. What does name it is the licence banner: terser moves React's `@license React / react-dom-client.production.js`
// comments into <chunk>.js.LICENSE.txt and leaves `/*! For license information please see … */` at the top of the
// chunk (a build that keeps comments inline, or a development build, has the file names in the body itself).
// So a chunk's React files are the React file names in its body plus those in the licence file it points to.
'use strict';

const REACT_FILE =
  /\b(react|react-dom|react-dom-client|react-jsx-runtime|react-jsx-dev-runtime|scheduler)\.(?:production|development)(?:\.min)?\.js\b/g;
const LICENSE_POINTER = /^\/\*!? For license information please see (\S+) \*\//;
/** Code only React's builds contain: a chunk with it must have been recognised by its licence, or React hides unnamed. */
const REACT_CODE = /react\.dev\/errors\/|Symbol\.for\("react\.transitional\.element"\)/;

const namesIn = (text) => [...new Set([...text.matchAll(REACT_FILE)].map((match) => match[1]))];

/**
 * React's files carried by one chunk, e.g. ['react-dom-client', 'scheduler'].
 * @param {string} url where the chunk came from (its licence file sits next to it)
 * @param {string} body the chunk's JavaScript
 * @param {(url: string) => Promise<string>} fetchText reads the licence file
 * @returns {Promise<{ files: string[], unnamedReactCode: boolean }>}
 */
async function reactFilesOf(url, body, fetchText) {
  const files = new Set(namesIn(body));
  const pointer = LICENSE_POINTER.exec(body);
  if (pointer?.[1]) {
    try {
      for (const name of namesIn(await fetchText(new URL(pointer[1], url).href))) files.add(name);
    } catch {
      // No licence file to read: the body's own names (none, minified) and the check below decide.
    }
  }
  return { files: [...files].sort(), unnamedReactCode: files.size === 0 && REACT_CODE.test(body) };
}

/**
 * How many downloaded chunks carry each React file. React is downloaded once when every count is 1
 * (and react and react-dom-client are there at all).
 * @param {{ url: string, files: string[] }[]} chunks
 * @returns {Record<string, string[]>} React file name → the URLs that carried it
 */
function reactDownloads(chunks) {
  /** @type {Record<string, string[]>} */
  const byFile = {};
  for (const chunk of chunks) for (const file of chunk.files) (byFile[file] ??= []).push(chunk.url);
  return byFile;
}

/** The React files downloaded more than once, with their URLs; empty when React came once. */
function duplicatedReact(chunks) {
  return Object.fromEntries(Object.entries(reactDownloads(chunks)).filter(([, urls]) => urls.length > 1));
}

module.exports = { reactFilesOf, reactDownloads, duplicatedReact };

// What the command line prints passes through here: text read from gostarter.json or sent by a --server
// site may hold terminal escape sequences (colours, cursor moves, OSC 8 links, a title change), a carriage
// return that hides what came before it, or bidi overrides that show a command other than the one
// copied. Every such character is written as a visible \uXXXX escape instead; line feeds and tabs stay.

/**
 * Unicode's controls (Cc) but tab and line feed: C0, DEL and C1 (U+0080-U+009F: some terminals act on
 * them as ESC sequences), the bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
 */
const UNSAFE = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * `text` with every unsafe character as `\uXXXX`. Also valid on JSON.stringify's output: the escape is
 * JSON's own, so the JSON parses to the same value and shows no raw control character either.
 */
export const terminalText = (text: string): string => text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

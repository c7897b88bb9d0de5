// The place of the site's own address in a sample command of a prerendered page (the documentation).
// The build cannot know the address people use, so samples carry this mark: the page shows the address
// of the browser's location in its place, and the copy button copies it (components/site/code-block).
// Its own module, not the client one that fills it in: a server page reads the value, not a reference.
export const SITE_ORIGIN_MARK = '{{site}}';

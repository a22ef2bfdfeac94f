// Server render of the floor page (bench/lib/floor.mjs bundles it for Node and calls renderFloor).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { FloorLayout, FloorPage, initTexts, type FloorProps } from './page';

/** The body's HTML (layout with the page inside) and the style tags of both. */
export async function renderFloor(props: FloorProps): Promise<{ body: string; styles: string }> {
  await initTexts();
  const sheet = new ServerStyleSheet();
  try {
    const pageHtml = renderToString(
      sheet.collectStyles(
        <StaticRouter location="/">
          <FloorPage {...props} />
        </StaticRouter>,
      ),
    );
    const body = renderToString(
      sheet.collectStyles(
        <StaticRouter location="/">
          <FloorLayout pageHtml={pageHtml} />
        </StaticRouter>,
      ),
    );
    return { body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

import { createContext, useContext, useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '#common/brand.ts';

/** Where the server's renderer collects the page's title (web/src/entry-server.tsx). */
export const PageTitleSink = createContext<{ title: string | null } | null>(null);

/**
 * Sets the document title: "Pricing · PawSmile". Set from an effect rather than by rendering a
 * <title> for React 19 to hoist: index.html's static <title> would come first, and document.title
 * reads the first one (docs/decisions/008-react-in-every-build.md). On the server, where effects do
 * not run, the title is handed to the renderer instead, which writes it into the page's <title>.
 */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: pet dental photo screening`;
  const sink = useContext(PageTitleSink);
  if (sink) sink.title = text;
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

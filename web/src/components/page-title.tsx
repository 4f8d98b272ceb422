import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '#common/brand.ts';

/**
 * Sets the document title: "Pricing · PawSmile". Set from an effect rather than by rendering a
 * <title> for React 19 to hoist: index.html's static <title> would come first, and document.title
 * reads the first one (docs/decisions/008-react-in-every-build.md).
 */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: pet dental photo screening`;
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '#common/brand.ts';

/**
 * Sets the document title: "Pricing · PawSmile". Set from an effect rather than by rendering a
 * <title> for React 19 to hoist, since the built app runs on Preact (vite.config.ts), which does not.
 */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: pet dental photo screening`;
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

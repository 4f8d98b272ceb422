import { PRODUCT_NAME } from '#common/brand.ts';

/** React 19 hoists <title> into <head>: "Pricing · PawSmile". */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: pet dental photo screening`}</title>
  );
}

import { PRODUCT_NAME } from '#common/brand.ts';
import { LegalDocument } from '#web/components/legal-document.tsx';
import { TERMS_SECTIONS } from './sections.tsx';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and {PRODUCT_NAME} when you use our website and app.
          Please read them, especially the medical disclaimer and the auto-renewal terms.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}

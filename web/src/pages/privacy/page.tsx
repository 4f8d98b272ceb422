import { PRODUCT_NAME } from '#common/brand.ts';
import { LegalDocument } from '#web/components/legal-document.tsx';
import { PRIVACY_SECTIONS } from './sections.tsx';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          {PRODUCT_NAME} looks at photos of your pet’s mouth, so we take privacy seriously. This policy
          explains, in plain words, what we store, why, who can see it, how long we keep it and how to delete
          it.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}

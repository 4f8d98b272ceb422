import { MessagesSquare } from 'lucide-react';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function ChatPage() {
  return (
    <FeatureUnavailable title="AI Dental Health Chat" icon={MessagesSquare}>
      <p>
        Plus members will be able to ask an AI vet assistant about their pet’s dental care. It will give
        general guidance, not a diagnosis.
      </p>
    </FeatureUnavailable>
  );
}

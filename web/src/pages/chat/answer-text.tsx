import { Link } from 'react-router';

const VET_FINDER = '/find-vets';

/**
 * An answer as written, line breaks kept; the vet finder path the safety
 * answer names becomes a real link.
 */
export function AnswerText({ text }: { text: string }) {
  const parts = text.split(VET_FINDER);
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? (
            <Link to={VET_FINDER} className="font-semibold text-brand-700 underline">
              {VET_FINDER}
            </Link>
          ) : null}
        </span>
      ))}
    </p>
  );
}

import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Another member's pet, a deleted one and a made-up id all read the same. */
export function PetNotFound() {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-extrabold">Pet Not Found</h1>
      <p className="text-muted-ink">This pet does not exist, was deleted, or belongs to another account.</p>
      <Button asChild>
        <Link to="/pets">My pets</Link>
      </Button>
    </Card>
  );
}

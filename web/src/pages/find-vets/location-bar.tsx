import { Crosshair, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useIsHydrated } from '#web/hooks/use-is-hydrated.ts';

interface LocationBarProps {
  isDetecting: boolean;
  isSearching: boolean;
  onUseMyLocation: () => void;
  onSearch: (text: string) => void;
}

/**
 * 'Use My Location' and the free-text search; an empty search is ignored. The box keeps what was
 * typed, so a search that fails (an unknown place) can be corrected rather than retyped.
 */
export function LocationBar({ isDetecting, isSearching, onUseMyLocation, onSearch }: LocationBarProps) {
  const [text, setText] = useState('');
  // Before React has taken over the server's HTML, a submit would be the browser's own GET.
  const isReady = useIsHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    onSearch(value);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-end">
      <Button type="button" onClick={onUseMyLocation} disabled={isDetecting || !isReady} size="lg">
        <Crosshair aria-hidden="true" />
        {isDetecting ? 'Finding you…' : 'Use My Location'}
      </Button>
      <form onSubmit={submit} aria-label="Search by location" className="grid gap-1.5">
        <Label htmlFor="vet-location-search">Or search by city, ZIP code or address</Label>
        <div className="flex gap-2">
          <Input
            id="vet-location-search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. 97201 or Portland, OR"
            autoComplete="postal-code"
            // What is typed before hydration would not reach the search: React's value would replace it.
            disabled={!isReady}
          />
          <Button type="submit" variant="outline" disabled={isSearching || !isReady} aria-label="Search">
            <Search aria-hidden="true" />
            <span className="max-sm:sr-only">Search</span>
          </Button>
        </div>
      </form>
    </div>
  );
}

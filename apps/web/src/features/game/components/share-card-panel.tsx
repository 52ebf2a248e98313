import { useEffect, useState } from 'react';
import { DownloadIcon, Share2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { renderShareCard, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardText } from '../utils/share-card.ts';
import type { ShareCardFacts } from '../utils/share-card.ts';
import { shareOrDownloadImage } from '../utils/share-image.ts';

// The share card, drawn in the browser: a preview of the image itself, then Share (the phone's share sheet,
// with the image as a file) or Download image (elsewhere).

const FILE_NAME = 'goal-or-miss-result.png';

export function ShareCardPanel({ facts }: { facts: ShareCardFacts }) {
  const isMobile = useIsMobile();
  const [image, setImage] = useState<{ blob: Blob; url: string } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { headline, detail, text } = shareCardText(facts);

  useEffect(() => {
    let cancelled = false;
    void renderShareCard(facts).then((card) => {
      if (!cancelled && card) setImage({ blob: card.blob, url: card.dataUrl });
    });
    return () => {
      cancelled = true;
    };
  }, [facts]);

  async function handleShare() {
    if (!image) return;
    const outcome = await shareOrDownloadImage({
      blob: image.blob,
      fileName: FILE_NAME,
      title: 'Goal or Miss',
      text,
      preferShare: isMobile,
    });
    setStatus(outcome === 'downloaded' ? 'Image saved to your downloads.' : outcome === 'shared' ? 'Shared.' : null);
  }

  return (
    <section aria-labelledby="share-title" className="flex flex-col gap-3" data-testid="share-card">
      <h2 id="share-title" className="text-lg font-semibold">
        Share your result
      </h2>
      {image ? (
        <img
          src={image.url}
          width={SHARE_CARD_WIDTH}
          height={SHARE_CARD_HEIGHT}
          alt={`Share card: ${headline}, ${detail}`}
          className="h-auto w-full rounded-lg border border-border"
          data-testid="share-card-image"
        />
      ) : (
        <div className="aspect-[40/21] w-full rounded-lg border border-border bg-muted/30" aria-hidden="true" />
      )}
      <Button variant="outline" onClick={() => void handleShare()} disabled={!image}>
        {isMobile ? <Share2Icon aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        {isMobile ? 'Share' : 'Download image'}
      </Button>
      {status && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {status}
        </p>
      )}
    </section>
  );
}

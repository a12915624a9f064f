import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` (a deposit address), drawn in the browser. */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 360, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img src={src} alt={alt} data-testid="deposit-qr" /> : <div className="funds-proof__preview" aria-hidden="true" />;
}

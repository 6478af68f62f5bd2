import QRCode from 'qrcode';

/** A SUNAT QR as a PNG data URL (pdfmake takes images only as data URLs here). */
export function qrSunatPng(texto: string): Promise<string> {
  // Level Q survives the smudges of thermal paper; the quiet zone is part of the image.
  return QRCode.toDataURL(texto, { errorCorrectionLevel: 'Q', margin: 1, scale: 6 });
}

import { Button } from 'primereact/button';
import { type PointerEvent, useEffect, useRef } from 'react';
import { MSG_LIBRO } from '../utils/mensajes';

/** Size of the signature pad on screen (spec 01 §9: 250 wide). */
export const FIRMA_ANCHO = 250;
export const FIRMA_ALTO = 120;
/** The bitmap is drawn at twice the on-screen size so the exported PNG stays sharp. */
const ESCALA = 2;
const GROSOR = 2.2 * ESCALA;
const TINTA = '#0f172a';

interface FirmaCanvasProps {
  /** The signature as a PNG data URL; '' when the pad is blank. Setting it to '' clears the pad. */
  value: string;
  onChange: (firma: string) => void;
  invalid?: boolean;
  'aria-describedby'?: string | undefined;
}

interface Punto {
  x: number;
  y: number;
}

/**
 * Signature pad: draw with the mouse, a finger or a pen (pointer events); 'Limpiar' blanks it. After each
 * stroke it reports the drawing as a PNG data URL; a blank pad reports ''.
 */
export function FirmaCanvas({ value, onChange, invalid = false, ...aria }: FirmaCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ultimo = useRef<Punto | null>(null);
  const conTinta = useRef(false);

  function contexto(): CanvasRenderingContext2D | null {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = GROSOR;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = TINTA;
      ctx.fillStyle = TINTA;
    }
    return ctx;
  }

  function borrar() {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    conTinta.current = false;
  }

  // The parent blanked the signature (a new form): blank the pad too.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (value !== '' || !conTinta.current || !canvas) return;
    canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    conTinta.current = false;
  }, [value]);

  function punto(event: PointerEvent<HTMLCanvasElement>): Punto {
    const canvas = event.currentTarget;
    const caja = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - caja.left) * canvas.width) / (caja.width || 1),
      y: ((event.clientY - caja.top) * canvas.height) / (caja.height || 1),
    };
  }

  function empezar(event: PointerEvent<HTMLCanvasElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = punto(event);
    ultimo.current = p;
    const ctx = contexto();
    if (!ctx) return;
    // A tap leaves a dot.
    ctx.beginPath();
    ctx.arc(p.x, p.y, GROSOR / 2, 0, Math.PI * 2);
    ctx.fill();
    conTinta.current = true;
  }

  function mover(event: PointerEvent<HTMLCanvasElement>) {
    const desde = ultimo.current;
    if (!desde) return;
    event.preventDefault();
    const hasta = punto(event);
    const ctx = contexto();
    if (!ctx) return;
    ctx.beginPath();
    ctx.moveTo(desde.x, desde.y);
    ctx.lineTo(hasta.x, hasta.y);
    ctx.stroke();
    ultimo.current = hasta;
  }

  function terminar() {
    if (!ultimo.current) return;
    ultimo.current = null;
    const canvas = canvasRef.current;
    if (canvas && conTinta.current) onChange(canvas.toDataURL('image/png'));
  }

  function limpiar() {
    borrar();
    onChange('');
  }

  return (
    <div className="firma">
      <canvas
        ref={canvasRef}
        id="firma"
        className={invalid ? 'firma__lienzo firma__lienzo--invalid' : 'firma__lienzo'}
        width={FIRMA_ANCHO * ESCALA}
        height={FIRMA_ALTO * ESCALA}
        style={{ width: FIRMA_ANCHO, height: FIRMA_ALTO }}
        aria-label="Firma"
        tabIndex={-1}
        aria-invalid={invalid}
        aria-describedby={aria['aria-describedby']}
        onPointerDown={empezar}
        onPointerMove={mover}
        onPointerUp={terminar}
        onPointerCancel={terminar}
        onLostPointerCapture={terminar}
      />
      <div className="firma__acciones">
        <span className="firma__ayuda">Firme dentro del recuadro</span>
        <Button
          type="button"
          label={MSG_LIBRO.firmaLimpiar}
          icon="pi pi-eraser"
          size="small"
          severity="secondary"
          text
          onClick={limpiar}
        />
      </div>
    </div>
  );
}

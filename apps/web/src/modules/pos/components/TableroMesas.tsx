import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import './pos.css';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { COLUMNAS_MAPA, celdaEn, enTablero, FILAS_MAPA, type PosicionMesa } from '../utils/mapa-mesas';

type MesaTablero = PosicionMesa & { codigo: string };

interface TableroMesasProps<M extends MesaTablero> {
  mesas: readonly M[];
  /** Extra class of a table (its state's colour). */
  clase?: (m: M) => string;
  /** What a table shows under its code (the order's total). */
  detalle?: (m: M) => ReactNode;
  /** A control beside a table, in its cell (the preview of a taken table's order). */
  extra?: (m: M) => ReactNode;
  /** Service: a table was tapped. */
  onElegir?: (m: M) => void;
  /** Map editor: a table was dragged and dropped on a cell. */
  onSoltar?: (id: string, celda: { pos_x: number; pos_y: number }) => void;
  etiqueta: string;
}

/**
 * The room's map: a board of cells, a table on each placed one. In the editor the tables are dragged
 * with a pointer (mouse or finger alike: pointer events, not HTML drag and drop, which touch lacks).
 */
export function TableroMesas<M extends MesaTablero>(p: TableroMesasProps<M>) {
  const tablero = useRef<HTMLElement>(null);
  const [arrastrada, setArrastrada] = useState<string | null>(null);
  const mesa = mayuscula(useVocabularioPos().mesa.singular);

  function soltar(e: PointerEvent, id: string) {
    setArrastrada(null);
    const caja = tablero.current?.getBoundingClientRect();
    if (!caja || !p.onSoltar) return;
    p.onSoltar(id, celdaEn(e.clientX - caja.left, e.clientY - caja.top, caja.width, caja.height));
  }

  return (
    <section
      ref={tablero}
      className="pos-tablero"
      aria-label={p.etiqueta}
      style={{
        gridTemplateColumns: `repeat(${COLUMNAS_MAPA}, 1fr)`,
        gridTemplateRows: `repeat(${FILAS_MAPA}, 1fr)`,
      }}
    >
      {p.mesas.map(enTablero).map((m, i) => {
        const original = p.mesas[i] as M;
        return (
          <div key={m.id} className="pos-celda" style={{ gridColumn: m.pos_x + 1, gridRow: m.pos_y + 1 }}>
            <button
              type="button"
              className={`pos-mesa ${p.clase?.(original) ?? ''} ${arrastrada === m.id ? 'pos-mesa--arrastrada' : ''}`}
              aria-label={`${mesa} ${m.codigo}`}
              data-mesa={m.codigo}
              onClick={() => p.onElegir?.(original)}
              onPointerDown={(e) => {
                if (!p.onSoltar) return;
                e.currentTarget.setPointerCapture(e.pointerId);
                setArrastrada(m.id);
              }}
              onPointerUp={(e) => arrastrada === m.id && soltar(e, m.id)}
              onPointerCancel={() => setArrastrada(null)}
            >
              <span className="pos-mesa__codigo">{m.codigo}</span>
              {p.detalle?.(original)}
            </button>
            {p.extra?.(original)}
          </div>
        );
      })}
    </section>
  );
}

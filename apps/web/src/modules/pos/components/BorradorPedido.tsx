import { errorDeCantidad } from '@kipu/peru/pos/pedido';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import {
  importeBorrador,
  type LineaBorrador,
  restarUno,
  sumarUnoEn,
  totalBorrador,
} from '../utils/borrador-pedido';

interface BorradorPedidoProps {
  borrador: LineaBorrador[];
  onChange: (borrador: LineaBorrador[]) => void;
}

/** The lines being composed: − and + (large, for a thumb), the quantity typed by hand, a note each. */
export function BorradorPedido({ borrador, onChange }: BorradorPedidoProps) {
  if (borrador.length === 0) return null;
  const cambiar = (i: number, campo: 'cantidad' | 'nota', valor: string) =>
    onChange(borrador.map((l, j) => (j === i ? { ...l, [campo]: valor } : l)));
  return (
    <section className="pos-borrador" aria-label="Por agregar">
      <h2 className="pos-subtitulo">Por agregar · S/ {totalBorrador(borrador)}</h2>
      {borrador.map((l, i) => (
        <div key={l.clave} className="pos-borrador__linea">
          <span className="pos-linea__descripcion">{l.descripcion}</span>
          <div className="pos-cantidad">
            <Button
              type="button"
              icon="pi pi-minus"
              rounded
              outlined
              aria-label={`Menos ${l.descripcion}`}
              onClick={() => onChange(restarUno(borrador, i))}
            />
            <InputText
              value={l.cantidad}
              inputMode="decimal"
              aria-label={`Cantidad de ${l.descripcion}`}
              invalid={Boolean(errorDeCantidad(l.cantidad))}
              onChange={(e) => cambiar(i, 'cantidad', e.target.value)}
            />
            <Button
              type="button"
              icon="pi pi-plus"
              rounded
              outlined
              aria-label={`Más ${l.descripcion}`}
              onClick={() => onChange(sumarUnoEn(borrador, i))}
            />
          </div>
          <span className="pos-linea__importe">S/ {importeBorrador(l)}</span>
          <InputText
            value={l.nota}
            maxLength={200}
            placeholder="Nota (sin cebolla, término medio...)"
            aria-label={`Nota de ${l.descripcion}`}
            className="pos-borrador__nota"
            onChange={(e) => cambiar(i, 'nota', e.target.value)}
          />
        </div>
      ))}
    </section>
  );
}

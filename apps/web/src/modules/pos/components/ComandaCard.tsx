import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { Comanda } from '../hooks/use-comandas-cocina';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { duracion, NOMBRE_ESTADO_COMANDA, siguientePaso, tiempoDesde } from '../utils/comandas';

interface ComandaCardProps {
  comanda: Comanda;
  ahora: Date;
  avanzar: (c: Comanda, estado: string) => void;
  ocupada: boolean;
}

const SEVERIDAD: Record<string, 'danger' | 'warning' | 'success'> = {
  pendiente: 'danger',
  en_preparacion: 'warning',
  listo: 'success',
};

/** A comanda on the kitchen's board: table (or room), dishes with notes, how long it has waited, its next step. */
export function ComandaCard({ comanda: c, ahora, avanzar, ocupada }: ComandaCardProps) {
  const paso = siguientePaso(c.estado);
  const { mesa } = useVocabularioPos();
  const titulo = c.mesa_codigo ? `${mayuscula(mesa.singular)} ${c.mesa_codigo}` : 'Para llevar';
  return (
    <article className={`pos-comanda pos-comanda--${c.estado}`} aria-label={`Comanda ${titulo}`}>
      <header className="pos-comanda__cabecera">
        <strong>{titulo}</strong>
        <Tag value={NOMBRE_ESTADO_COMANDA[c.estado] ?? c.estado} severity={SEVERIDAD[c.estado]} />
      </header>
      <ul className="pos-lineas">
        {c.lineas.map((l, i) => (
          // A comanda's lines have no id of their own and never change order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="pos-comanda__linea">
            <span className="pos-linea__cantidad">{l.cantidad} ×</span>
            <span className="pos-linea__descripcion">
              {l.descripcion}
              {l.nota && <small className="pos-linea__nota">{l.nota}</small>}
              {l.componentes.map((k) => (
                <small key={k.descripcion} className="pos-linea__nota">
                  {k.cantidad} × {k.descripcion}
                </small>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className="pos-comanda__tiempos">
        Recibida {tiempoDesde(c.created_at, ahora)}
        {c.en_preparacion_at && <> · preparación tras {duracion(c.created_at, c.en_preparacion_at)}</>}
        {c.listo_at && c.en_preparacion_at && <> · lista en {duracion(c.en_preparacion_at, c.listo_at)}</>}
      </p>
      {paso && (
        <Button
          type="button"
          label={paso.accion}
          icon={paso.estado === 'listo' ? 'pi pi-check' : 'pi pi-play'}
          loading={ocupada}
          aria-label={`${paso.accion} ${titulo}`}
          onClick={() => avanzar(c, paso.estado)}
        />
      )}
    </article>
  );
}

import { deLa, mayuscula } from '@kipu/peru/pos/vocabulario';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { type MesaEstado, useMapaZona } from '../hooks/use-mapa-zona';
import { useZonasOpciones } from '../hooks/use-opciones-pos';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { textosMaestro } from '../utils/textos-pos';
import { Pestanas } from './Pestanas';
import { PrecuentaDialog } from './PrecuentaDialog';
import { TableroMesas } from './TableroMesas';

interface MapaServicioProps {
  zonaId: string | null;
  cambiarZona: (zonaId: string) => void;
  elegir: (mesa: MesaEstado) => void;
}

/**
 * The waiter's map: the zone tabs and the live tables, green when free, red with their total when taken
 * and a preview of what they have ordered.
 */
export function MapaServicio({ zonaId, cambiarZona, elegir }: MapaServicioProps) {
  const zonas = useZonasOpciones();
  const zona = zonaId ?? zonas.opciones[0]?.value ?? null;
  const mapa = useMapaZona(zona);
  const [vista, setVista] = useState<string | null>(null);
  const v = useVocabularioPos();
  return (
    <section className="pos-servicio__mapa">
      <Pestanas
        etiqueta={mayuscula(v.zona.plural)}
        opciones={zonas.opciones}
        value={zona}
        onChange={cambiarZona}
      />
      {mapa.error && <Message severity="error" text={mapa.error} className="w-full" />}
      {!zonas.cargando && zonas.opciones.length === 0 && (
        <Message severity="info" text={`${textosMaestro(v.zona).vacio} en este local`} className="w-full" />
      )}
      <TableroMesas
        etiqueta={`${mayuscula(v.mesa.plural)} ${deLa(v.zona)}`}
        mesas={mapa.filas}
        clase={(m) => `pos-mesa--${m.estado === 'ocupada' ? 'ocupada' : 'libre'}`}
        detalle={(m) => m.total && <span className="pos-mesa__total">S/ {m.total}</span>}
        onElegir={elegir}
        extra={(m) =>
          m.pedido_id && (
            <Button
              type="button"
              icon="pi pi-eye"
              rounded
              size="small"
              className="pos-mesa__vista"
              aria-label={`Vista previa ${deLa(v.mesa)} ${m.codigo}`}
              onClick={() => setVista(m.pedido_id ?? null)}
            />
          )
        }
      />
      {vista && <PrecuentaDialog pedidoId={vista} cerrar={() => setVista(null)} />}
    </section>
  );
}

import { Message } from 'primereact/message';
import { type MesaEstado, useMapaZona } from '../hooks/use-mapa-zona';
import { useZonasOpciones } from '../hooks/use-opciones-pos';
import { Pestanas } from './Pestanas';
import { TableroMesas } from './TableroMesas';

interface MapaServicioProps {
  zonaId: string | null;
  cambiarZona: (zonaId: string) => void;
  elegir: (mesa: MesaEstado) => void;
}

/** The waiter's map: the zone tabs and the live tables, green when free, red with their total when taken. */
export function MapaServicio({ zonaId, cambiarZona, elegir }: MapaServicioProps) {
  const zonas = useZonasOpciones();
  const zona = zonaId ?? zonas.opciones[0]?.value ?? null;
  const mapa = useMapaZona(zona);
  return (
    <section className="pos-servicio__mapa">
      <Pestanas etiqueta="Zonas" opciones={zonas.opciones} value={zona} onChange={cambiarZona} />
      {mapa.error && <Message severity="error" text={mapa.error} className="w-full" />}
      {!zonas.cargando && zonas.opciones.length === 0 && (
        <Message severity="info" text="No hay zonas registradas en este local" className="w-full" />
      )}
      <TableroMesas
        etiqueta="Mesas de la zona"
        mesas={mapa.filas}
        clase={(m) => `pos-mesa--${m.estado === 'ocupada' ? 'ocupada' : 'libre'}`}
        detalle={(m) => m.total && <span className="pos-mesa__total">S/ {m.total}</span>}
        onElegir={elegir}
      />
    </section>
  );
}

import { deLa } from '@kipu/peru/pos/vocabulario';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import type { PosMesaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { moverMesasMutation } from '../graphql/configuracion';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { colocar, posicionesCambiadas } from '../utils/mapa-mesas';
import { TableroMesas } from './TableroMesas';

interface MapaMesasEditorProps {
  mesas: PosMesaFieldsFragment[];
  guardado: () => void;
}

/** The zone's map in edit mode: drag the tables to their places, then save them all at once. */
export function MapaMesasEditor({ mesas, guardado }: MapaMesasEditorProps) {
  const toast = useToast();
  const [actuales, setActuales] = useState(mesas);
  const [{ fetching }, mover] = useMutation(moverMesasMutation);
  const v = useVocabularioPos();
  useEffect(() => setActuales(mesas), [mesas]);
  const cambiadas = posicionesCambiadas(mesas, actuales);

  async function guardar() {
    const r = await mover({ posiciones: cambiadas }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    toast.success('Posiciones guardadas');
    guardado();
  }

  return (
    <section className="pos-mapa">
      <h2 className="pos-subtitulo">Mapa {deLa(v.zona)}</h2>
      <p className="form-nota">Arrastre cada {v.mesa.singular} a su lugar y guarde las posiciones.</p>
      <TableroMesas
        etiqueta={`Mapa de ${v.mesa.plural}`}
        mesas={actuales}
        onSoltar={(id, celda) => setActuales((a) => colocar(a, id, celda))}
      />
      <div className="dialog-actions">
        <Button
          type="button"
          label="Deshacer"
          severity="secondary"
          outlined
          disabled={cambiadas.length === 0}
          onClick={() => setActuales(mesas)}
        />
        <Button
          type="button"
          label="Guardar posiciones"
          icon="pi pi-save"
          loading={fetching}
          disabled={cambiadas.length === 0}
          onClick={() => void guardar()}
        />
      </div>
    </section>
  );
}

import { useQuery } from 'urql';
import type { PosMesaFieldsFragment, PosMesaInput } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createMesaMutation, mesasQuery, updateMesaMutation } from '../graphql/configuracion';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { primeraCeldaLibre } from '../utils/mapa-mesas';
import { entradaMesa, mesaFormDe, validarMesaForm } from '../utils/mesa-form';
import { textosMaestro } from '../utils/textos-pos';
import { CamposCodigo } from './CamposCodigo';
import { CampoZona } from './CampoZona';

/** 'Nueva mesa' / 'Editar mesa' ('Nueva habitación'…): a new one takes the first free cell of its zone's map. */
export function MesaFormDialog({
  fila,
  cerrar,
  guardada,
  zonaId,
}: DialogoFila<PosMesaFieldsFragment> & { zonaId: string | null }) {
  const v = useVocabularioPos();
  const t = textosMaestro(v.mesa);
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => mesaFormDe(fila, zonaId),
    validar: (form) => validarMesaForm(form, v),
    entrada: (form): PosMesaInput =>
      entradaMesa(form, fila && fila.zona_id === form.zona_id ? fila : primeraCeldaLibre(ocupadas)),
    crear: createMesaMutation,
    actualizar: updateMesaMutation,
    exito: t.exito,
    guardada,
    cerrar,
  });
  const [{ data }] = useQuery({
    query: mesasQuery,
    variables: { zona_id: f.form.zona_id ?? '' },
    pause: !f.form.zona_id,
    context: MANUAL_ERRORS,
  });
  const ocupadas = data?.mesasByZona ?? [];
  return (
    <DialogoFormulario titulo={fila ? t.editar(fila.codigo) : t.nuevo} {...dialogo} ancho="32rem">
      <CamposCodigo id="mesa" f={f} campo="descripcion" etiqueta="Descripción">
        <CampoZona
          id="mesa-zona"
          value={f.form.zona_id}
          error={f.errores.zona_id}
          onChange={(v) => f.set('zona_id', v)}
        />
      </CamposCodigo>
    </DialogoFormulario>
  );
}

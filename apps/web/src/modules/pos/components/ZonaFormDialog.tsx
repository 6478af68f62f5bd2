import type { PosZonaFieldsFragment } from '../../../gql/graphql';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createZonaMutation, updateZonaMutation } from '../graphql/configuracion';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { textosMaestro } from '../utils/textos-pos';
import { entradaZona, validarZonaForm, zonaFormDe } from '../utils/zona-form';
import { CamposCodigo } from './CamposCodigo';

/** 'Nueva zona' / 'Editar zona' ('Nuevo piso' in a hotel). */
export function ZonaFormDialog({ fila, cerrar, guardada }: DialogoFila<PosZonaFieldsFragment>) {
  const v = useVocabularioPos();
  const t = textosMaestro(v.zona);
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => zonaFormDe(fila),
    validar: validarZonaForm,
    entrada: entradaZona,
    crear: createZonaMutation,
    actualizar: updateZonaMutation,
    exito: t.exito,
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario titulo={fila ? t.editar(fila.codigo) : t.nuevo} {...dialogo} ancho="32rem">
      <CamposCodigo id="zona" f={f} campo="descripcion" etiqueta="Descripción">
        <CampoSiNo
          id="zona-control-mesa"
          label={`Control de ${v.mesa.plural}`}
          checked={f.form.control_mesa}
          onChange={(v) => f.set('control_mesa', v)}
        />
      </CamposCodigo>
    </DialogoFormulario>
  );
}

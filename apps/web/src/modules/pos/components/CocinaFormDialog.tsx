import type { PosCocinaFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCocinaMutation, updateCocinaMutation } from '../graphql/configuracion';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { cocinaFormDe, entradaCocina, validarCocinaForm } from '../utils/cocina-form';
import { textosMaestro } from '../utils/textos-pos';
import { CamposCodigo } from './CamposCodigo';

/** 'Nueva cocina' / 'Editar cocina' of the session's local ('Nueva barra' in a bar). */
export function CocinaFormDialog({ fila, cerrar, guardada }: DialogoFila<PosCocinaFieldsFragment>) {
  const t = textosMaestro(useVocabularioPos().cocina);
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => cocinaFormDe(fila),
    validar: validarCocinaForm,
    entrada: entradaCocina,
    crear: createCocinaMutation,
    actualizar: updateCocinaMutation,
    exito: t.exito,
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario titulo={fila ? t.editar(fila.codigo) : t.nuevo} {...dialogo} ancho="32rem">
      <CamposCodigo id="cocina" f={f} campo="nombre" etiqueta="Nombre" />
    </DialogoFormulario>
  );
}

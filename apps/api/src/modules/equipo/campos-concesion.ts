import type { builder } from '../../builder.ts';

type CamposInput = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** What a grant opens, as every input that grants or edits one carries it (ConcesionInput, InvitacionInput, SubcuentaInput). */
export const camposDeConcesion = (t: CamposInput) => ({
  rol_id: t.string(),
  local_id: t.string({ required: false }),
  modulos: t.stringList({ required: false }),
  cocina_id: t.string({ required: false }),
  demo_dias: t.int({ required: false }),
});

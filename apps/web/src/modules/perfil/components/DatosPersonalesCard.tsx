import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { actualizarMiPerfilMutation } from '../graphql/perfil';
import { type DatosPersonales, validarDatosPersonales } from '../utils/validacion';

interface DatosPersonalesCardProps {
  inicial: DatosPersonales;
}

/** Names, surnames and mobile phone of the signed-in user. */
export function DatosPersonalesCard({ inicial }: DatosPersonalesCardProps) {
  const { form, set, errores, errorServidor, guardar } = useFormulario<DatosPersonales>(inicial);
  const [{ fetching }, actualizar] = useMutation(actualizarMiPerfilMutation);

  function onGuardar() {
    void guardar(
      validarDatosPersonales,
      (f) =>
        actualizar(
          {
            input: {
              nombres: f.nombres,
              a_paterno: f.a_paterno || null,
              a_materno: f.a_materno || null,
              telefono: f.telefono || null,
            },
          },
          MANUAL_ERRORS,
        ),
      'Datos personales actualizados',
    );
  }

  return (
    <Card title="Datos personales" className="page__card perfil__seccion">
      <form
        className="perfil__form"
        onSubmit={(event) => {
          event.preventDefault();
          onGuardar();
        }}
      >
        <FormField id="perfil-nombres" label="Nombres" error={errores.nombres}>
          <TextInput
            value={form.nombres}
            onChange={(v) => set('nombres', v)}
            maxLength={120}
            autoComplete="given-name"
          />
        </FormField>
        <FormField id="perfil-a-paterno" label="Apellido paterno" error={errores.a_paterno}>
          <TextInput
            value={form.a_paterno}
            onChange={(v) => set('a_paterno', v)}
            maxLength={60}
            autoComplete="family-name"
          />
        </FormField>
        <FormField id="perfil-a-materno" label="Apellido materno" error={errores.a_materno}>
          <TextInput value={form.a_materno} onChange={(v) => set('a_materno', v)} maxLength={60} />
        </FormField>
        <FormField id="perfil-telefono" label="Celular" error={errores.telefono}>
          <TextInput
            value={form.telefono}
            onChange={(v) => set('telefono', v)}
            type="tel"
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
          />
        </FormField>
        {errorServidor && <Message severity="error" text={errorServidor} />}
        <div className="page__actions">
          <Button type="submit" label="Guardar datos" icon="pi pi-save" loading={fetching} />
        </div>
      </form>
    </Card>
  );
}

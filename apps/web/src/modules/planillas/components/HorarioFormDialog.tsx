import { Checkbox } from 'primereact/checkbox';
import type { HorarioFieldsFragment } from '../../../gql/graphql';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createHorarioMutation, editHorarioMutation } from '../graphql/asistencia';
import {
  DIAS_SEMANA,
  type DiaForm,
  entradaHorario,
  type HorarioForm,
  horarioFormDe,
  validarHorarioForm,
} from '../utils/horario-form';

/** 'Nuevo horario' / 'Editar horario': the hours (one set, or per day when atypical), break and tolerance. */
export function HorarioFormDialog({ fila, cerrar, guardada }: DialogoFila<HorarioFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => horarioFormDe(fila),
    validar: validarHorarioForm,
    entrada: entradaHorario,
    crear: createHorarioMutation,
    actualizar: editHorarioMutation,
    exito: ['Horario registrado', 'Horario actualizado'],
    guardada,
    cerrar,
  });
  const cambiarDia = (dia: number, cambio: Partial<DiaForm>) =>
    f.cambiar((actual) => {
      const previo = actual.dias[dia] ?? { laborable: false, entrada: actual.entrada, salida: actual.salida };
      return { ...actual, dias: { ...actual.dias, [dia]: { ...previo, ...cambio } } };
    });
  const hora = (id: string, label: string, valor: string, cambiar: (v: string) => void) => (
    <FormField id={id} label={label}>
      <TextInput type="time" value={valor} onChange={cambiar} />
    </FormField>
  );
  const minutos = (campo: 'refrigerio_minutos' | 'tolerancia_minutos', label: string) => (
    <FormField id={`horario-${campo.replace('_', '-')}`} label={label} error={f.errores[campo]}>
      <TextInput
        value={f.form[campo]}
        onChange={(v) => f.set(campo, v.replace(/\D/g, ''))}
        inputMode="numeric"
        maxLength={3}
      />
    </FormField>
  );
  const setHorario =
    <K extends keyof HorarioForm>(campo: K) =>
    (v: HorarioForm[K]) =>
      f.set(campo, v);

  return (
    <DialogoFormulario titulo={fila ? 'Editar horario' : 'Nuevo horario'} {...dialogo} ancho="44rem">
      <div className="form-grid">
        <FormField id="horario-nombre" label="Nombre" error={f.errores.nombre}>
          <TextInput value={f.form.nombre} onChange={setHorario('nombre')} upperCase maxLength={60} />
        </FormField>
        <CampoSiNo
          id="horario-atipico"
          label="Atípico (horas por día)"
          checked={f.form.atipico}
          onChange={setHorario('atipico')}
        />
        {!f.form.atipico && hora('horario-entrada', 'Entrada', f.form.entrada, setHorario('entrada'))}
        {!f.form.atipico && hora('horario-salida', 'Salida', f.form.salida, setHorario('salida'))}
        {minutos('refrigerio_minutos', 'Refrigerio (minutos)')}
        {minutos('tolerancia_minutos', 'Tolerancia de tardanza (minutos)')}
        <CampoSiNo
          id="horario-predeterminado"
          label="Predeterminado (contratos sin horario)"
          checked={f.form.predeterminado}
          onChange={setHorario('predeterminado')}
        />
      </div>
      <fieldset className="horario-dias" style={{ border: 0, padding: 0 }}>
        <legend>Días laborables</legend>
        {DIAS_SEMANA.map(({ dia, nombre }) => {
          const d = f.form.dias[dia];
          return (
            <div
              key={dia}
              style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: '0.25rem 0' }}
            >
              <Checkbox
                inputId={`horario-dia-${dia}`}
                checked={d?.laborable === true}
                onChange={(e) => cambiarDia(dia, { laborable: e.checked === true })}
              />
              <label htmlFor={`horario-dia-${dia}`}>{nombre}</label>
              {f.form.atipico && d?.laborable && (
                <>
                  <TextInput
                    id={`horario-entrada-${dia}`}
                    type="time"
                    value={d.entrada}
                    onChange={(v) => cambiarDia(dia, { entrada: v })}
                  />
                  <TextInput
                    id={`horario-salida-${dia}`}
                    type="time"
                    value={d.salida}
                    onChange={(v) => cambiarDia(dia, { salida: v })}
                  />
                </>
              )}
            </div>
          );
        })}
        {(f.errores.dias || f.errores.entrada) && (
          <small className="p-error">{f.errores.dias ?? f.errores.entrada}</small>
        )}
      </fieldset>
    </DialogoFormulario>
  );
}

import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoPeriodo } from '../../../ui/CampoPeriodo';
import { TextInput } from '../../../ui/TextInput';
import { confirmar } from '../../../ui/utils/acciones';
import { esPeriodo, periodoActualLima } from '../../../ui/utils/fechas';
import { periodoApi } from '../../ple/utils/libros';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { credencialesSireQuery } from '../graphql/sire';
import { usePropuestaSire } from '../hooks/use-propuesta-sire';
import { esTolerancia, type RegistroSire, TITULO_REGISTRO } from '../utils/sire';
import { ComparacionSireTabs } from './ComparacionSireTabs';
import { CredencialesSireDialog } from './CredencialesSireDialog';
import { ResumenPropuestaSire } from './ResumenPropuestaSire';
import './sire.css';

/**
 * /sire/rvie/comparar and /sire/rce/comparar: SUNAT's SIRE proposal of a period downloaded and compared
 * with the company's register; for the RVIE, the proposal accepted or the replacement file downloaded.
 * Without SIRE credentials the screen asks for them first.
 */
export function SireCompararPage({ registro }: { registro: RegistroSire }) {
  const { company } = useWorkspaceSession();
  const [periodo, setPeriodo] = useState(esPeriodo(company?.periodo) ? company.periodo : periodoActualLima());
  const [tolerancia, setTolerancia] = useState('');
  const [editarCredenciales, setEditarCredenciales] = useState(false);
  const [credenciales, refrescarCredenciales] = useQuery({
    query: credencialesSireQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const valido = esPeriodo(periodo);
  const sire = usePropuestaSire(registro, valido ? periodoApi(periodo) : '', tolerancia);
  const sinCredenciales = credenciales.data?.credencialesSire.tiene_sire === false;

  return (
    <div className="page">
      <h1 className="page__title">SIRE · Comparar {TITULO_REGISTRO[registro]}</h1>
      <div className="sire-filtros">
        <label htmlFor="sire-periodo">Periodo</label>
        <CampoPeriodo id="sire-periodo" value={periodo} onChange={setPeriodo} />
        <label htmlFor="sire-tolerancia">Tolerancia</label>
        <TextInput
          id="sire-tolerancia"
          value={tolerancia}
          onChange={setTolerancia}
          placeholder="0.00"
          invalid={!esTolerancia(tolerancia)}
        />
        <Button
          type="button"
          label="Descargar propuesta"
          icon="pi pi-cloud-download"
          loading={sire.ocupado === 'descargar'}
          disabled={!valido || sinCredenciales || sire.ocupado !== null}
          onClick={() => void sire.descargar()}
        />
        {registro === 'RVIE' && (
          <>
            <Button
              type="button"
              label="Aceptar propuesta"
              icon="pi pi-check"
              severity="success"
              loading={sire.ocupado === 'aceptar'}
              disabled={!sire.propuesta || sire.ocupado !== null}
              onClick={() =>
                confirmar({
                  mensaje: `¿Aceptar en SUNAT la propuesta del RVIE del periodo ${periodoApi(periodo)}? Esta acción no se puede deshacer.`,
                  aceptar: 'Aceptar propuesta',
                  onAceptar: () => void sire.aceptar(),
                })
              }
            />
            <Button
              type="button"
              label="Archivo de reemplazo"
              icon="pi pi-download"
              severity="secondary"
              loading={sire.ocupado === 'reemplazo'}
              disabled={!sire.propuesta || sire.ocupado !== null}
              onClick={() => void sire.reemplazo()}
            />
          </>
        )}
        <Button
          type="button"
          label="Credenciales SIRE"
          icon="pi pi-key"
          severity="secondary"
          outlined
          onClick={() => setEditarCredenciales(true)}
        />
      </div>
      {!esTolerancia(tolerancia) && (
        <Message
          severity="warn"
          className="w-full"
          text="La tolerancia debe ser un importe de hasta 2 decimales"
        />
      )}
      {sinCredenciales && (
        <Message
          severity="warn"
          className="w-full"
          text="La empresa no tiene credenciales de la API SIRE: regístrelas con «Credenciales SIRE»."
        />
      )}
      {sire.error && <Message severity="error" className="w-full" text={sire.error} />}
      {valido && !sire.propuesta && !sire.cargando && !sire.error && (
        <Message
          severity="info"
          className="w-full"
          text="No se ha descargado la propuesta de este periodo."
        />
      )}
      {sire.propuesta && <ResumenPropuestaSire propuesta={sire.propuesta} />}
      {sire.comparacion && <ComparacionSireTabs comparacion={sire.comparacion} />}
      <CredencialesSireDialog
        visible={editarCredenciales}
        onHide={() => setEditarCredenciales(false)}
        onGuardado={() => {
          setEditarCredenciales(false);
          refrescarCredenciales({ requestPolicy: 'network-only' });
        }}
      />
    </div>
  );
}

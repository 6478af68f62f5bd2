import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatPeriodo } from '../../../ui/utils/fechas';
import { empresaDetalleQuery } from '../graphql/empresas';
import { CredencialesTab } from './CredencialesTab';
import { LocalesTab } from './LocalesTab';
import { PreparacionEmpresa } from './PreparacionEmpresa';

/**
 * /app/empresas/:id: what the company still needs (its checklist), its locals (with their series) and its
 * SUNAT credentials, in tabs.
 */
export function EmpresaDetallePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: empresaDetalleQuery,
    variables: { id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const empresa = data?.empresa;
  // The checklist reads again after a change in the tabs below (a local, a certificate), and the
  // credentials after the checklist installs a test certificate.
  const [version, setVersion] = useState({ preparacion: 0, credenciales: 0 });
  const cambio = () => {
    setVersion((v) => ({ ...v, preparacion: v.preparacion + 1 }));
    refetch({ requestPolicy: 'network-only' });
  };
  const loadError = mensajeError(error);

  return (
    <div className="page empresa-detalle">
      <div className="page__encabezado">
        <Button
          type="button"
          icon="pi pi-arrow-left"
          label="Empresas"
          text
          size="small"
          onClick={() => navigate('/app/empresas')}
        />
        <h1 className="page__title">{empresa ? empresa.razon_social : 'Empresa'}</h1>
        {empresa && (
          <p className="page__subtitulo">
            RUC {empresa.ruc}
            {empresa.periodo ? ` · Período ${formatPeriodo(empresa.periodo)}` : ''}
          </p>
        )}
      </div>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      {error && !loadError && (
        <Message severity="warn" text="No tiene acceso a esta empresa" className="w-full" />
      )}
      {empresa && (
        <Card title="Preparación de la empresa" className="page__card">
          <PreparacionEmpresa
            key={version.preparacion}
            empresaId={empresa.id}
            onCambio={() => setVersion((v) => ({ ...v, credenciales: v.credenciales + 1 }))}
          />
        </Card>
      )}
      {empresa && (
        <TabView className="empresa-detalle__tabs">
          <TabPanel header="Locales" leftIcon="pi pi-shop">
            <LocalesTab
              empresaId={empresa.id}
              locales={empresa.locales}
              cargando={fetching}
              onCambio={cambio}
            />
          </TabPanel>
          <TabPanel header="Credenciales SUNAT" leftIcon="pi pi-key">
            <CredencialesTab key={version.credenciales} empresaId={empresa.id} onCambio={cambio} />
          </TabPanel>
        </TabView>
      )}
    </div>
  );
}

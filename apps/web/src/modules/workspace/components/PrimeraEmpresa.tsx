import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { EmpresaFormDialog } from '../../datos-generales/components/EmpresaFormDialog';
import { PreparacionEmpresa } from '../../datos-generales/components/PreparacionEmpresa';

interface PrimeraEmpresaProps {
  /** After the company is created (the chooser lists it from then on). */
  onCreada: () => void;
  /** 'Ir a facturación' once the company can emit. */
  onFacturar: () => void;
}

/**
 * /modulos for a user who works in no company yet: register one (the RUC look-up fills it), then its
 * checklist says what is still missing to emit, post and pay, with a test certificate at hand.
 */
export function PrimeraEmpresa({ onCreada, onFacturar }: PrimeraEmpresaProps) {
  const [formulario, setFormulario] = useState(false);
  const [creada, setCreada] = useState<string | null>(null);
  const [abierta, setAbierta] = useState(false);

  return (
    <Card
      title={creada ? 'Empresa registrada' : 'Registre su empresa para empezar'}
      className="primera-empresa"
    >
      {creada ? (
        <>
          <p>
            Revise lo que le falta para emitir, contabilizar y pagar, o entre a un módulo para trabajar en
            ella.
          </p>
          <Button
            type="button"
            label="Ver qué le falta"
            icon="pi pi-list-check"
            outlined
            onClick={() => setAbierta(true)}
          />
        </>
      ) : (
        <>
          <p>
            Con su RUC completamos la razón social y la dirección desde SUNAT. La empresa queda en modo
            pruebas: puede emitir comprobantes de prueba de inmediato y pasar a SUNAT producción cuando tenga
            su certificado digital.
          </p>
          <p className="page__hint">
            Si trabaja en la empresa de otra persona, pídale que lo invite desde Datos generales › Equipo.
          </p>
          <Button
            type="button"
            label="Registrar mi empresa"
            icon="pi pi-building"
            onClick={() => setFormulario(true)}
          />
        </>
      )}
      <EmpresaFormDialog
        visible={formulario}
        empresa={null}
        onHide={() => setFormulario(false)}
        onGuardada={(id) => {
          setFormulario(false);
          setCreada(id);
          setAbierta(true);
          onCreada();
        }}
      />
      <Dialog
        header="Prepare su empresa"
        visible={abierta}
        onHide={() => setAbierta(false)}
        modal
        draggable={false}
        style={{ width: 'min(44rem, 96vw)' }}
      >
        {creada && (
          <PreparacionEmpresa
            empresaId={creada}
            accionListo={
              <Button
                type="button"
                label="Ir a facturación"
                icon="pi pi-arrow-right"
                iconPos="right"
                onClick={() => {
                  setAbierta(false);
                  onFacturar();
                }}
              />
            }
          />
        )}
      </Dialog>
    </Card>
  );
}

import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FileDrop } from '../../../ui/FileDrop';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { ADJUNTO_ACCEPT, ADJUNTO_MAX_BYTES, subirImagen, urlAlmacen } from '../../libro/utils/subir-imagen';
import { cambiarMiAvatarMutation } from '../graphql/perfil';

interface FotoPerfilCardProps {
  avatar: string | null;
  iniciales: string;
}

/** The profile picture: uploaded (checked by its bytes on the server), previewed, then kept or discarded. */
export function FotoPerfilCard({ avatar, iniciales }: FotoPerfilCardProps) {
  const toast = useToast();
  const [pendiente, setPendiente] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [{ fetching }, cambiar] = useMutation(cambiarMiAvatarMutation);
  const vista = pendiente ?? avatar;

  async function subir(archivo: File) {
    setSubiendo(true);
    const r = await subirImagen(archivo, 'avatar');
    setSubiendo(false);
    if ('error' in r) toast.error(r.error);
    else setPendiente(r.name);
  }

  async function guardar(nuevo: string | null, exito: string) {
    const r = await cambiar({ avatar: nuevo }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) {
      toast.error(mensaje);
      return;
    }
    setPendiente(null);
    toast.success(exito);
  }

  return (
    <Card title="Foto" className="page__card perfil__seccion">
      <div className="perfil__foto">
        {vista ? (
          <img src={urlAlmacen(vista)} alt="Foto de perfil" className="perfil__foto-imagen" />
        ) : (
          <Avatar label={iniciales} shape="circle" size="xlarge" aria-label="Sin foto de perfil" />
        )}
        <div className="perfil__foto-acciones">
          <FileDrop
            id="perfil-foto"
            accept={ADJUNTO_ACCEPT}
            maxSize={ADJUNTO_MAX_BYTES}
            disabled={subiendo || fetching}
            onFile={(archivo) => void subir(archivo)}
          />
          {pendiente && (
            <div className="page__actions page__actions--start">
              <Button
                type="button"
                label="Guardar foto"
                icon="pi pi-check"
                loading={fetching}
                onClick={() => void guardar(pendiente, 'Foto actualizada')}
              />
              <Button
                type="button"
                label="Descartar"
                severity="secondary"
                outlined
                onClick={() => setPendiente(null)}
              />
            </div>
          )}
          {!pendiente && avatar && (
            <Button
              type="button"
              label="Quitar foto"
              icon="pi pi-times"
              severity="secondary"
              outlined
              size="small"
              onClick={() => void guardar(null, 'Foto quitada')}
            />
          )}
        </div>
      </div>
    </Card>
  );
}

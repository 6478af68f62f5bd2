ALTER TABLE "empresa_credenciales" ADD COLUMN "gre_client_id_cifrado" text;--> statement-breakpoint
ALTER TABLE "empresa_credenciales" ADD COLUMN "gre_client_secret_cifrado" text;
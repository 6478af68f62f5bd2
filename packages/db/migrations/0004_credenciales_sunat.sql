CREATE TABLE "empresa_credenciales" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"usuario_sol" text,
	"password_sol_cifrado" text,
	"certificado_cifrado" text,
	"password_certificado_cifrado" text,
	"certificado_sujeto" text,
	"certificado_ruc" text,
	"certificado_vence" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa_credenciales" ADD CONSTRAINT "empresa_credenciales_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;
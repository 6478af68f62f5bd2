CREATE TABLE "sire_propuestas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"registro" text NOT NULL,
	"periodo" text NOT NULL,
	"ticket" text NOT NULL,
	"archivo" text NOT NULL,
	"contenido" text NOT NULL,
	"filas" jsonb NOT NULL,
	"errores" jsonb NOT NULL,
	"descargada" timestamp with time zone NOT NULL,
	"aceptacion_ticket" text,
	"aceptacion_estado" text,
	"aceptada" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sire_propuestas_uq" UNIQUE("empresa_id","registro","periodo")
);
--> statement-breakpoint
ALTER TABLE "empresa_credenciales" ADD COLUMN "sire_client_id_cifrado" text;--> statement-breakpoint
ALTER TABLE "empresa_credenciales" ADD COLUMN "sire_client_secret_cifrado" text;--> statement-breakpoint
ALTER TABLE "sire_propuestas" ADD CONSTRAINT "sire_propuestas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;
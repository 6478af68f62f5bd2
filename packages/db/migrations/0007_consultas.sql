CREATE TABLE "importaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"estado" text DEFAULT 'en_curso' NOT NULL,
	"total_bytes" bigint DEFAULT 0 NOT NULL,
	"bytes_leidos" bigint DEFAULT 0 NOT NULL,
	"filas" integer DEFAULT 0 NOT NULL,
	"error" text,
	"usuario_id" uuid,
	"terminada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "padron_ruc" (
	"ruc" text PRIMARY KEY NOT NULL,
	"razon_social" text NOT NULL,
	"estado" text NOT NULL,
	"condicion" text NOT NULL,
	"ubigeo" text,
	"direccion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "rol_permisos_retirados" (
	"rol_id" text NOT NULL,
	"permiso_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rol_permisos_retirados_rol_id_permiso_id_pk" PRIMARY KEY("rol_id","permiso_id")
);
--> statement-breakpoint
ALTER TABLE "rol_permisos_retirados" ADD CONSTRAINT "rol_permisos_retirados_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos_retirados" ADD CONSTRAINT "rol_permisos_retirados_permiso_id_permisos_id_fk" FOREIGN KEY ("permiso_id") REFERENCES "public"."permisos"("id") ON DELETE no action ON UPDATE no action;
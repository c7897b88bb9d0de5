// Package models holds the GORM models of the service: one Go type per resource, mapped onto its table
// of migrations/, which owns the schema (GORM does not create or alter tables here).
package models

package greeterv1

// The messages of greeter.proto (needs protoc and protoc-gen-go on PATH).
//go:generate protoc -I ../.. --go_out=../.. --go_opt=paths=source_relative --go_opt=Mgreeter/v1/greeter.proto={{@module}}/proto/greeter/v1;greeterv1 greeter/v1/greeter.proto

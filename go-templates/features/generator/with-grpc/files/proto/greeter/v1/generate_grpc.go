package greeterv1

// The gRPC service of greeter.proto (needs protoc and protoc-gen-go-grpc on PATH).
//go:generate protoc -I ../.. --go-grpc_out=../.. --go-grpc_opt=paths=source_relative --go-grpc_opt=Mgreeter/v1/greeter.proto={{@module}}/proto/greeter/v1;greeterv1 greeter/v1/greeter.proto

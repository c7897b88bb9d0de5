{{@slot:proto.api-grpc}}

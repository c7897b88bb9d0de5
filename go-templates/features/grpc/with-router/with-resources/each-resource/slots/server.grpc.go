apiv1.Register{{@R.Proto}}ServiceServer(r, s.{{@R.name}}Service())
